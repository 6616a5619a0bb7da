/**
 * What Step 1 is about (spec section 1): Reflexive Reading through three
 * social facts, and a solo first upgrade followed by a relational one.
 */
export function StepOneIntro() {
  return (
    <section aria-labelledby="step-1-about-heading" className="mx-auto max-w-3xl px-4 text-center">
      <h2 id="step-1-about-heading" className="sr-only">
        About this step
      </h2>
      <p className="text-lg text-muted-foreground leading-relaxed">
        Step 1 teaches Reflexive Reading through three social facts: reading as if the page were
        blank, being aware of how the text reached you, and seeing readership as a collective force.
      </p>
      <p className="mt-3 text-muted-foreground leading-relaxed">
        This first upgrade is solo, between you and the page. The next one is relational: it carries
        the same awareness into your connection with another person.
      </p>
    </section>
  );
}
