/*
 * The words of the Reflexive Reading page (the first upgrade, Step 1 and the
 * /reflexive-reading preview). Quotes are by their named authors, with the
 * work they come from; translations are marked.
 */

export const SECTION_IDS = [
  "hero",
  "all-readers",
  "live-reading",
  "live-sharing",
  "world-premiere",
  "readership-force",
  "social-facts",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The dot navigation's name for each section (also its heading, except the hero). */
export const SECTION_LABELS: Record<SectionId, string> = {
  hero: "Notice the Reading",
  "all-readers": "Everyone Who Reads These Words",
  "live-reading": "Read as if the Page Were Blank",
  "live-sharing": "How This Text Reached You",
  "world-premiere": "A World Premiere, Every Time",
  "readership-force": "Readership as a Collective Force",
  "social-facts": "The Social Facts of Reading",
};

export const HERO_TYPEWRITER = [
  "You are reading. Right now, these words are turning into thoughts inside you.",
  "This first upgrade asks you to notice that, and to notice who is reading with you.",
];

export const SECTION_TEXT: Record<Exclude<SectionId, "hero" | "social-facts">, string[]> = {
  "all-readers": [
    "Every text gathers a company of its own. Whoever read this page before you, and whoever will read it after you, passes through the same sentences in the same order. You are not reading alone. You are reading with all of them, spread out across time.",
    "Reflexive Reading means keeping that company in mind. You read the words, and you also notice the reading: the reader you are, the readers you join, and the moment you share with every one of them.",
  ],
  "live-reading": [
    "A page holds only marks until someone arrives. The meaning happens now, in you, as your eyes move along the line. Try reading the next sentences as if they were being written at this very second, for the one mind that is meeting them.",
    "Read this way, familiar words lose their autopilot. You catch the instant a sentence becomes a picture, a feeling or a question. That instant is yours, and it is live.",
  ],
  "live-sharing": [
    "No text arrives by itself. Someone wrote these words and someone revised them. Other people built the screen, the software and the network that carried them, and someone, perhaps a friend, pointed you here. A long chain of hands stands between the first draft and your eyes.",
    "Noticing that chain turns reading into a social act. Every reader passes a text along in some way: by quoting it, by recommending it, or simply by being changed by it and living a little differently afterwards.",
  ],
  "world-premiere": [
    "A play is performed again every night, and no two performances are alike. Reading works the same way. The words are fixed, but this reading, with your memories, your mood and this particular day, has never happened before and will never happen again.",
    "So this is a premiere, and you are both the audience and the stage. Let yourself notice what is new in it.",
  ],
  "readership-force": [
    "People who read the same text come to share a vocabulary, a set of questions and sometimes a purpose. Across history, readers of the same pages have gathered into congregations, movements, libraries and nations. A readership is a quiet crowd, and quiet crowds change the world.",
    "When you read reflexively, you take your place in that crowd on purpose. Your attention joins theirs, and what you do with the text becomes part of what the text does.",
  ],
};

export const SOCIAL_FACTS_INTRO =
  "Five facts to carry with you from this upgrade. Open them one at a time.";

export interface SocialFact {
  id: string;
  title: string;
  text: string;
}

export const SOCIAL_FACTS: readonly SocialFact[] = [
  {
    id: "blank-page",
    title: "The page is blank until you read it",
    text: "Meaning is not stored in ink or pixels. It appears when a reader arrives. Reading as if the page were blank keeps you awake to that moment of appearing, instead of sliding over words you think you already know.",
  },
  {
    id: "how-it-reached-you",
    title: "The text reached you through people",
    text: "Writers, editors, translators, printers, engineers and friends carried these words to you. Being aware of how a text reached you is being aware of the people behind it, and of your own place in passing it on.",
  },
  {
    id: "collective-force",
    title: "Readers form a collective force",
    text: "Everyone who reads the same words is shaped by them in related ways. Together a readership can carry an idea further than any single reader could, which is why what we choose to read, and how, matters beyond ourselves.",
  },
  {
    id: "shared-moment",
    title: "You share this moment with every reader",
    text: "Each moment of reading this text is shared with everyone who has ever read it and everyone who ever will. Time keeps you apart; the words bring you together.",
  },
  {
    id: "solo-then-relational",
    title: "This upgrade is solo; the next is relational",
    text: "This first upgrade happens between you and the page, on your own. The next one is relational: it asks you to bring the same awareness to your connection with another person.",
  },
];

export const CLOSING_TEXT =
  "Take this way of reading with you. The next time you open a book, a message or a page like this one, notice the reader, the chain that brought the words, and the company you keep.";

export interface AuthorQuote {
  quote: string;
  author: string;
  source: string;
}

export const AUTHOR_QUOTES: readonly AuthorQuote[] = [
  {
    quote: "In reality, every reader, while he is reading, is the reader of his own self.",
    author: "Marcel Proust",
    source: "Time Regained, 1927 (translated)",
  },
  {
    quote:
      "The reading of all good books is like a conversation with the finest people of past centuries, who were their authors.",
    author: "René Descartes",
    source: "Discourse on the Method, 1637 (translated)",
  },
  {
    quote:
      "Reading furnishes the mind only with materials of knowledge; it is thinking makes what we read ours.",
    author: "John Locke",
    source: "Of the Conduct of the Understanding, 1706",
  },
  {
    quote: "How many a man has dated a new era in his life from the reading of a book!",
    author: "Henry David Thoreau",
    source: "Walden, 1854",
  },
  {
    quote:
      "The only advice, indeed, that one person can give another about reading is to take no advice, to follow your own instincts, to use your own reason, to come to your own conclusions.",
    author: "Virginia Woolf",
    source: "How Should One Read a Book?, 1926",
  },
  {
    quote: "There is no Frigate like a Book / To take us Lands away.",
    author: "Emily Dickinson",
    source: "Poem, c. 1873",
  },
  {
    quote: "A book must be the axe for the frozen sea within us.",
    author: "Franz Kafka",
    source: "Letter to Oskar Pollak, 1904 (translated)",
  },
];

export const REFLECTIONS: readonly string[] = [
  "The page was blank until you arrived.",
  "Somewhere, someone else is pausing on this same line.",
  "Every sentence is a meeting place.",
  "Reading is listening with your eyes.",
  "Right now, you are the newest reader this text has ever had.",
  "The words stay still. The readers are what move.",
];

export interface HistoricalQuote {
  quote: string;
  name: string;
  title: string;
  era: string;
  context: string;
}

export const HISTORICAL_QUOTES: readonly HistoricalQuote[] = [
  {
    quote:
      "When he read, his eyes ran over the pages and his heart searched out the meaning, but his voice and tongue were silent.",
    name: "Augustine of Hippo",
    title: "Bishop and theologian",
    era: "c. 397-400",
    context:
      "Confessions, Book VI (translated): on watching Ambrose of Milan read silently, a habit unusual enough in his time to remark upon.",
  },
  {
    quote: "Everywhere means nowhere.",
    name: "Seneca",
    title: "Stoic philosopher and statesman",
    era: "1st century",
    context:
      "Letters to Lucilius, Letter 2 (translated): advice to read a few authors deeply rather than wander through many.",
  },
  {
    quote:
      "Books are not absolutely dead things, but do contain a potency of life in them to be as active as that soul was whose progeny they are.",
    name: "John Milton",
    title: "Poet and pamphleteer",
    era: "1644",
    context: "Areopagitica, his appeal to Parliament against the licensing of printed books.",
  },
  {
    quote:
      "These libraries have improved the general conversation of the Americans, made the common tradesmen and farmers as intelligent as most gentlemen from other countries.",
    name: "Benjamin Franklin",
    title: "Printer, writer and statesman",
    era: "1784",
    context:
      "His Autobiography, on the subscription libraries that grew from the Library Company of Philadelphia, which he and his club of fellow readers founded in 1731.",
  },
  {
    quote: "I cannot live without books.",
    name: "Thomas Jefferson",
    title: "Third President of the United States",
    era: "1815",
    context:
      "Letter to John Adams, written after selling his library to Congress to replace the Library of Congress burned in 1814.",
  },
  {
    quote: "From that moment, I understood the pathway from slavery to freedom.",
    name: "Frederick Douglass",
    title: "Abolitionist, writer and orator",
    era: "1845",
    context:
      "Narrative of the Life of Frederick Douglass, on overhearing why the man who enslaved him forbade anyone to teach him to read.",
  },
];
