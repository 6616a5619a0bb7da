/**
 * The fixed catalogue of spec section 3: ten awareness upgrades and ten social
 * steps. The database is seeded from here on first start; admins edit the rows.
 */

export const UPGRADE_CATEGORIES = ["individual", "relational", "social"] as const;
export type UpgradeCategory = (typeof UPGRADE_CATEGORIES)[number];

export interface CatalogueUpgrade {
  id: string;
  title: string;
  description: string;
  category: UpgradeCategory;
  /** heroTitle and heroDescription per the spec; prompts are the completion form's questions (ARCHITECTURE reading 5). */
  content: { heroTitle: string; heroDescription: string; prompts: string[] };
}

export const UPGRADE_CATALOGUE: readonly CatalogueUpgrade[] = [
  {
    id: "reflexive-reading",
    title: "Transforming This Medium",
    category: "individual",
    description:
      "Notice that you are reading right now, and that every reader of these words shares this moment with you.",
    content: {
      heroTitle: "Reflexive Reading",
      heroDescription:
        "Read as if the page were blank until you arrived, and feel the company of everyone who has read or will read it.",
      prompts: [
        "What did you notice about yourself as a reader while reading?",
        "How did it feel to imagine everyone else reading the same words?",
      ],
    },
  },
  {
    id: "temporal-awareness",
    title: "Temporal Awareness",
    category: "individual",
    description:
      "Sense how the past you remember and the future you expect are both alive in this present moment.",
    content: {
      heroTitle: "Living in Three Times",
      heroDescription:
        "Hold yesterday, today and tomorrow in one breath, and notice which of them is steering you.",
      prompts: [
        "Which memory or expectation was most present for you today?",
        "What changes when you let this moment be enough?",
      ],
    },
  },
  {
    id: "pattern-recognition",
    title: "Pattern Recognition",
    category: "individual",
    description:
      "Spot the habits of thought that repeat in your days and choose which ones deserve to stay.",
    content: {
      heroTitle: "Seeing the Loops",
      heroDescription:
        "Every life has rhythms. Naming yours turns them from invisible rails into choices.",
      prompts: [
        "Which habit of thought did you catch repeating?",
        "Which one pattern would you like to keep, and which to let go?",
      ],
    },
  },
  {
    id: "emotional-archaeology",
    title: "Emotional Archaeology",
    category: "relational",
    description:
      "Dig gently beneath a strong feeling to find the older story and the people that shaped it.",
    content: {
      heroTitle: "Layers Beneath a Feeling",
      heroDescription:
        "Feelings carry history. Uncover where this one began and who else is part of it.",
      prompts: [
        "Which feeling did you explore, and where did it seem to begin?",
        "Who else belongs to the story behind that feeling?",
      ],
    },
  },
  {
    id: "narrative-flexibility",
    title: "Narrative Flexibility",
    category: "individual",
    description:
      "Retell one event of your life from three angles and notice how each telling changes you.",
    content: {
      heroTitle: "The Story Is Not Fixed",
      heroDescription:
        "The facts stay the same; the meaning is yours to write. Try another version of your story.",
      prompts: [
        "Which event did you retell?",
        "What did the kindest version of the story show you?",
      ],
    },
  },
  {
    id: "meta-cognition",
    title: "Meta-Cognition",
    category: "individual",
    description: "Watch your own thinking as it happens, like a friendly observer beside you.",
    content: {
      heroTitle: "Thinking About Thinking",
      heroDescription:
        "Step back one pace from your thoughts and see the thinker, not only the thought.",
      prompts: [
        "What did you notice when you watched your thoughts?",
        "How did stepping back change how the thought felt?",
      ],
    },
  },
  {
    id: "paradox-integration",
    title: "Paradox Integration",
    category: "relational",
    description:
      "Hold two truths that seem to clash, in yourself and in someone close to you, without choosing a side.",
    content: {
      heroTitle: "Both Can Be True",
      heroDescription:
        "Trust and doubt, closeness and freedom: let opposites sit together and see what grows.",
      prompts: [
        "Which two truths did you hold together?",
        "What became possible once neither had to win?",
      ],
    },
  },
  {
    id: "presence-cultivation",
    title: "Presence Cultivation",
    category: "relational",
    description:
      "Give one conversation your complete attention and notice what changes in the other person and in you.",
    content: {
      heroTitle: "Fully Here, Together",
      heroDescription:
        "Presence is a gift that costs nothing and changes everything. Offer it to someone today.",
      prompts: [
        "Who did you give your full attention to?",
        "What changed in them, or in you, during that conversation?",
      ],
    },
  },
  {
    id: "systemic-thinking",
    title: "Systemic Thinking",
    category: "social",
    description:
      "Trace how one small act of yours travels through your family, work and town and comes back to you.",
    content: {
      heroTitle: "Everything Is Connected",
      heroDescription:
        "See the web you live in: the people, places and choices that hold each other up.",
      prompts: [
        "Which small act did you trace through the people around you?",
        "Where did it come back to you?",
      ],
    },
  },
  {
    id: "consciousness-expansion",
    title: "Consciousness Expansion",
    category: "social",
    description:
      "Widen your circle of care from yourself to your community and to everyone who shares this world.",
    content: {
      heroTitle: "The Widening Circle",
      heroDescription:
        "Awareness grows when it is shared. Imagine the whole of humanity reading alongside you.",
      prompts: [
        "Whom did you include in your circle of care today?",
        "What would change if everyone reading this did the same?",
      ],
    },
  },
];

export interface CatalogueStep {
  stepNumber: number;
  title: string;
  icon: string;
}

const STEP_ICONS = ["🔄", "⭐", "🚀", "💡", "🎯", "⚡", "🔥", "💎", "🌟", "👑"] as const;
const ORDINAL_WORDS = [
  "First",
  "Second",
  "Third",
  "Fourth",
  "Fifth",
  "Sixth",
  "Seventh",
  "Eighth",
  "Ninth",
  "Tenth",
] as const;

export const STEP_ONE_TITLE = "Transforming this Medium";

export const STEP_CATALOGUE: readonly CatalogueStep[] = STEP_ICONS.map((icon, index) => ({
  stepNumber: index + 1,
  title: index === 0 ? STEP_ONE_TITLE : `${ORDINAL_WORDS[index]} Step`,
  icon,
}));

export interface Phase {
  phase: number;
  firstStep: number;
  lastStep: number;
  goal: string;
}

export const PHASES: readonly Phase[] = [
  {
    phase: 1,
    firstStep: 1,
    lastStep: 4,
    goal: "A self-financing network of small teams.",
  },
  {
    phase: 2,
    firstStep: 5,
    lastStep: 7,
    goal: "Supply chains as a regenerative mesh of originators and suppliers.",
  },
  {
    phase: 3,
    firstStep: 8,
    lastStep: 9,
    goal: "Transforming education, and reaching enough people to affect environmental, economic and political problems.",
  },
  { phase: 4, firstStep: 10, lastStep: 10, goal: "Total inclusional social cohesion." },
];
