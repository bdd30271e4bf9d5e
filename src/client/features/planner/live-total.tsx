/** The running total beside the wizard (sidebar on desktop, sticky chip on phones). */
export function LiveTotal(_props: { variant: "sidebar" | "chip" }) {
  return null;
}
