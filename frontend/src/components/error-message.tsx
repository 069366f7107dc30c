/** An error as a person should read it: what failed, then the server's own explanation. */
export function ErrorMessage({ error, prefix }: { error: unknown; prefix?: string }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p role="alert" className="alert">
      {prefix ? <strong>{prefix} </strong> : null}
      {message}
    </p>
  );
}
