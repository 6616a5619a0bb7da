import { useDocumentTitle } from "../../../lib/use-document-title";

/** The heading of one admin screen; also names the browser tab. */
export function AdminSectionHeading({ title }: { title: string }) {
  useDocumentTitle(`${title} · Admin Panel`);
  return <h2 className="font-semibold text-2xl tracking-tight">{title}</h2>;
}
