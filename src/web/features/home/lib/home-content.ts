/*
 * The home page's words. The four cards and the benefits are our own writing
 * on the spec's themes (faith, trust, giving, spirit; steps unlocked through
 * collective participation).
 */

/** The hero's begin-journey button: change the text or destination here. */
export const BEGIN_JOURNEY = { text: "Begin Your Journey", to: "/landing-page" } as const;

/** The closing section's start button. */
export const CLOSING_START = { text: "Take the First Step", to: "/steps" } as const;

export const PATHS = [
  {
    to: "/upgrades",
    title: "10 Awareness Upgrades",
    description: "A simple journey with local storage and email results",
  },
  {
    to: "/steps",
    title: "10 Social Steps",
    description: "Full accounts and progress tracking",
  },
] as const;

export const SOCIAL_WORLD = [
  {
    title: "Faith",
    text: "Faith is the willingness to act before the outcome is certain. It is not blind hope; it is the quiet decision to keep walking while the path is still forming under your feet, trusting that what is done in good will adds up.",
  },
  {
    title: "Trust",
    text: "Trust is faith placed in other people. It grows from small promises that are kept, and it is what turns a handful of strangers into a team. Each step asks you to offer a little trust, and to become someone others can rely on.",
  },
  {
    title: "Giving",
    text: "Giving moves what we have, whether time, attention, skill or money, to where it is needed. In a healthy community giving is less a loss than a circulation: what leaves your hands comes back in forms you could not have planned.",
  },
  {
    title: "Spirit",
    text: "Spirit is the shared sense of belonging to something larger than our separate lives. You feel it when a crowd falls silent together, or when a room of people suddenly understands one another. It cannot be owned, only joined.",
  },
] as const;

export const BENEFITS = [
  {
    title: "See your own mind more clearly",
    text: "Short exercises slow you down long enough to notice how you read, remember, react and decide.",
  },
  {
    title: "Find people moving the same way",
    text: "The Social Steps connect you with others who want their communities to be more than a place to live.",
  },
  {
    title: "Make your effort count twice",
    text: "Every experience you share helps unlock the next step for everyone. Steps open through collective participation, never by one person alone.",
  },
  {
    title: "Go at your own pace",
    text: "About ten minutes an exercise, no timetable, and your progress kept for you between visits.",
  },
  {
    title: "Keep what you discover",
    text: "Review your answers whenever you like, download them, or send a summary to your own inbox.",
  },
  {
    title: "Practise, not only read",
    text: "Each upgrade and step ends with something to do and a few lines to write, so insight turns into habit.",
  },
] as const;
