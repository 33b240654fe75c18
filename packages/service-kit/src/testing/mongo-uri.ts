const singleHostUri = /^mongodb:\/\/(?:([^@/]*)@)?([^/?,]+)(\/[^?]*)?(?:\?(.*))?$/;

/** Host and port of a single-host `mongodb://` URI. */
export function mongoUriTarget(uri: string): { host: string; port: number } {
  const match = singleHostUri.exec(uri);
  if (!match) {
    throw new Error('expected a single-host mongodb:// URI (not mongodb+srv:// and not a host list)');
  }
  const hostPort = match[2]!;
  const bracketed = /^\[(.+)\](?::(\d+))?$/.exec(hostPort);
  if (bracketed) return { host: bracketed[1]!, port: Number(bracketed[2] ?? 27017) };
  const [host, port] = hostPort.split(':');
  return { host: host!, port: Number(port ?? 27017) };
}

/** The same URI pointed at 127.0.0.1:port with a direct connection (no replica set discovery). */
export function retargetMongoUri(uri: string, port: number): string {
  const match = singleHostUri.exec(uri);
  if (!match) throw new Error('expected a single-host mongodb:// URI');
  const [, userInfo, , path, query] = match;
  const params = new URLSearchParams(query ?? '');
  params.set('directConnection', 'true');
  return `mongodb://${userInfo ? `${userInfo}@` : ''}127.0.0.1:${port}${path || '/'}?${params}`;
}
