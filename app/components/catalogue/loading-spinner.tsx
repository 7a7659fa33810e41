/** A spinner with its text, announced politely to screen readers while something loads. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-4 py-16 text-tea-800"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-tea-100 border-t-copper-500"
      />
      <span className="font-medium">{label}</span>
    </div>
  );
}
