import { type ComponentProps, lazy, Suspense } from "react";

// The dialog carries the form, its validation and the slider: pages load it
// after their first render instead of before it (the route JavaScript budget).
const StepExperienceDialog = lazy(async () => ({
  default: (await import("./step-experience-dialog")).StepExperienceDialog,
}));

/** The step experience dialog, loaded on its own once a page mounts it. */
export function LazyStepExperienceDialog(props: ComponentProps<typeof StepExperienceDialog>) {
  return (
    <Suspense fallback={null}>
      <StepExperienceDialog {...props} />
    </Suspense>
  );
}
