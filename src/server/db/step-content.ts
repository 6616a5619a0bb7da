import type { StepContent } from "./schema";

/**
 * First-start text of the ten step rows: what the Progress Dashboard shows on
 * its cards (description, summary, summaries and finalText). Admins edit the
 * rows afterwards; seeding never overwrites them.
 */
export interface StepSeed {
  description: string;
  content: StepContent;
}

export const STEP_SEEDS: Record<number, StepSeed> = {
  1: {
    description:
      "Reflexive Reading: notice the act of reading itself, and the community of readers you join with every line.",
    content: {
      heroTitle: "Transforming this Medium",
      heroDescription: "The page in front of you is a meeting place. Learn to see who is there.",
      summary:
        "You learned to read reflexively: aware of the page, of how it reached you, and of everyone reading with you.",
      summaries: [
        {
          title: "Read as if the page were blank",
          content: "Meet each sentence fresh, without deciding in advance what it will say.",
        },
        {
          title: "See how the text reached you",
          content:
            "Writers, editors, networks and the friend who shared the link all carried these words to you.",
        },
        {
          title: "Readership is a collective force",
          content:
            "Everyone who reads the same words at any time forms one audience. Together, readers change what a text can do.",
          highlighted: true,
        },
      ],
      finalText:
        "You completed the first step alone, as every reader begins. The next step is relational: it brings another person into the practice.",
    },
  },
  2: {
    description:
      "Bring Reflexive Reading into one relationship: read, reflect and share with one other person.",
    content: {
      summary: "Shared reading turns a private practice into a bond between two people.",
      summaries: [
        {
          title: "Choose a partner",
          content: "Invite one person you trust to read alongside you this week.",
        },
        {
          title: "Compare what you noticed",
          content: "Each of you names one thing the other missed.",
          highlighted: true,
        },
      ],
      finalText: "Two readers who notice together begin to trust each other's attention.",
    },
  },
  3: {
    description: "Understanding Connections: map the people who carry ideas to you and from you.",
    content: {
      summary: "Every idea reached you through people; you now see the web that carries it.",
      summaries: [
        {
          title: "Trace the path",
          content: "Follow one idea back through the people who passed it on.",
        },
        {
          title: "Strengthen a link",
          content: "Thank one person in that chain, in words or in kind.",
          highlighted: true,
        },
      ],
      finalText:
        "Connections grow stronger when they are seen. The small team of Phase 1 starts here.",
    },
  },
  4: {
    description: "Form a small team that meets regularly and pays its own way.",
    content: {
      summary: "A small, self-financing team is the first building block of the network.",
      finalText: "With a team that sustains itself, Phase 1 is complete.",
    },
  },
  5: {
    description: "Look at where the things you use come from, and who made them.",
    content: { summary: "Supply chains become visible, one product at a time." },
  },
  6: {
    description: "Connect originators and suppliers you know into a fairer exchange.",
    content: { summary: "A mesh of people who know each other replaces anonymous chains." },
  },
  7: {
    description: "Make the mesh regenerative: each exchange leaves people and places better off.",
    content: { summary: "Phase 2 ends when exchange restores more than it takes." },
  },
  8: {
    description: "Carry what the community has learned into how we teach and learn.",
    content: { summary: "Education becomes a shared practice, not a one-way delivery." },
  },
  9: {
    description: "Reach enough people to move environmental, economic and political problems.",
    content: { summary: "At this scale, the community can change what seemed fixed." },
  },
  10: {
    description: "Total inclusional social cohesion: everyone belongs, and everyone contributes.",
    content: { summary: "The last step is the one that includes all of us." },
  },
};
