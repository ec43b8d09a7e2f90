import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may never point: link-local addresses (the clouds' metadata service at
 * 169.254.169.254 among them), "this network", multicast and reserved ranges, in IPv4 and IPv6.
 */
const neverReached = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  neverReached.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  neverReached.addSubnet(network, prefix, 'ipv6');
}

/** This machine and private networks: refused unless the setting allows them (tests, closed networks). */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * Whether `address` (an IP, as DNS answers it) is one a webhook may not reach: link-local and
 * reserved ones always, loopback and private ones unless `allowPrivate`. Checked when a
 * subscription is made and on every connection (DNS may change its answer).
 */
export const isForbiddenAddress = (address: string, allowPrivate = false): boolean => {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return neverReached.check(ip, type) || (!allowPrivate && privateNetworks.check(ip, type));
};

export interface WebhookTargetSettings {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS=true: for tests and closed networks, where receivers live on loopback or private addresses (never link-local ones). */
  allowPrivateTargets: boolean;
}

export const webhookTargetSettingsFrom = (env: Record<string, string | undefined>): WebhookTargetSettings => ({
  allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true',
});

export const FORBIDDEN_TARGET_RULE = 'must not point at a loopback, private, link-local or reserved address';

/** The host's addresses, each checked: the ones a delivery may connect to, or why none may be. */
export const resolveWebhookHost = async (hostname: string, settings: WebhookTargetSettings): Promise<{ addresses: { address: string; family: number }[] } | { problem: string }> => {
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { problem: `must name a host that can be found (${host} has no address)` };
  }
  if (addresses.length === 0) return { problem: `must name a host that can be found (${host} has no address)` };
  const refused = addresses.find(({ address }) => isForbiddenAddress(address, settings.allowPrivateTargets));
  if (refused) return { problem: `${FORBIDDEN_TARGET_RULE} (${host} is ${refused.address})` };
  return { addresses };
};

/** Why `url` may not receive webhooks, or undefined when it may. */
export const webhookTargetProblem = async (url: string, settings: WebhookTargetSettings): Promise<string | undefined> => {
  if (!URL.canParse(url)) return 'must be an absolute http: or https: URL';
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an absolute http: or https: URL';
  const resolved = await resolveWebhookHost(parsed.hostname, settings);
  return 'problem' in resolved ? resolved.problem : undefined;
};
