import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/**
 * Where people open the app: this PC's address, and, when the server listens
 * on every interface, the machine's name and LAN addresses for the clinic's other PCs.
 */
export function openAddresses(
  host: string,
  port: number,
  interfaces: Interfaces = os.networkInterfaces(),
  hostname = os.hostname(),
): { local: string; lan: string[] } {
  const at = (h: string) => `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
  const everywhere = host === '0.0.0.0' || host === '::' || host === '';
  if (!everywhere) return { local: at(host === '127.0.0.1' || host === '::1' ? 'localhost' : host), lan: [] };
  const ips = Object.values(interfaces)
    .flat()
    .filter((i) => i !== undefined && !i.internal && i.family === 'IPv4')
    .map((i) => i?.address ?? '');
  const names = hostname && hostname !== 'localhost' ? [hostname] : [];
  return { local: at('localhost'), lan: [...names, ...ips].map(at) };
}

/** The one line that says where the app is. */
export function listeningLine(host: string, port: number, what: string): string {
  const { local, lan } = openAddresses(host, port);
  const others = lan.length > 0 ? `; from the clinic's other PCs: ${lan.join(', ')}` : '';
  return `Chairside is ready on ${local}${others} (${what})`;
}
