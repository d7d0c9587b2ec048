// A line that tells what the owner's page is doing (loading, signed out), read out as it changes.
export function OwnerStatus({ text }: { text: string }) {
  return (
    <p role="status" className="mt-6 text-gray-700">
      {text}
    </p>
  );
}
