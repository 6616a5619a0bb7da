/** Step 3's own name (spec route table: Step 3 "Understanding Connections"). */
export const STEP_THREE_TITLE = "Understanding Connections";
