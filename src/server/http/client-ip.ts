import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The header through which we hand Better Auth the client address. It is
 * always overwritten from the socket, so a client cannot choose its own
 * rate-limit bucket by sending it (or X-Forwarded-For) itself.
 */
export const CLIENT_IP_HEADER = "x-app-client-ip";

/**
 * The client's address: the socket peer, or, when that peer is a configured
 * trusted proxy, the nearest untrusted address in X-Forwarded-For.
 */
export function resolveClientIp(c: Context, trustedProxies: readonly string[]): string | null {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return null; // in-process requests (tests) have no socket
  }
  if (!peer) return null;
  peer = stripIpv4Mapping(peer);
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => stripIpv4Mapping(part.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i];
    if (hop && !trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

function stripIpv4Mapping(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
