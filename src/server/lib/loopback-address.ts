/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 spelling: a client on this machine. */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return ipv4.startsWith("127.") || address === "::1";
}
