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
  /**
   * heroTitle and heroDescription per the spec; `moment` is the "Moment of
   * Awareness" exercise; prompts are the completion form's questions (ARCHITECTURE reading 5).
   */
  content: { heroTitle: string; heroDescription: string; moment: string; prompts: string[] };
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
      moment:
        "Pause at the end of this sentence. Notice the shapes of the letters, the light of the screen, the voice that reads them inside you. Somewhere, someone else is reading these same words, and in that moment you are not alone.",
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
      moment:
        "Set a timer for three minutes. Recall one moment from this morning, then picture one moment from tomorrow. Return to the breath you are taking now and notice how both the memory and the plan live inside it.",
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
      moment:
        "Think back over the last three days. Write down one thought, reaction or habit that showed up more than once. Give it a short, friendly name, so that next time it appears you can greet it instead of obeying it.",
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
      moment:
        "Choose a feeling that was strong this week. Ask it gently: when did I first feel you? Follow the answer back, layer by layer, and notice who was there with you at the beginning.",
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
      moment:
        "Pick a small event that still bothers you. Tell it once as a complaint, once as a comedy, and once as the moment you learned something. Notice which telling leaves you with the most room to move.",
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
      moment:
        "For one minute, let thoughts come and go, and label each one as it passes: planning, remembering, judging, wondering. You are not trying to stop them, only to see the thinker at work.",
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
      moment:
        "Name two things you believe that seem to pull against each other, such as wanting closeness and wanting freedom. Hold one in each hand. Breathe, and let both be true for the length of five breaths.",
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
      moment:
        "In your next conversation, put your phone away and let the other person finish every sentence. Listen for what they feel as well as what they say. Afterwards, notice how the conversation changed.",
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
      moment:
        "Choose one small act from today: a purchase, a message, a kindness. Sketch where it travels next, who it touches, and how it might return to you. See yourself as one knot in a living net.",
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
      moment:
        "Close your eyes and picture yourself. Widen the circle to include your family, then your street, your town, your country, and finally everyone alive. Rest in that wide circle for a few breaths before you open your eyes.",
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
