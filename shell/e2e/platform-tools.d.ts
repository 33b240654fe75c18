// Types of the parts of @groundwork/platform-tools (plain .mjs) that the end-to-end tests use.
declare module '@groundwork/platform-tools' {
  export const repoRoot: string;
  export function freePort(): Promise<number>;
  export function waitForHealthy(
    url: string,
    options?: { timeoutMs?: number; intervalMs?: number; isAlive?: () => boolean },
  ): Promise<void>;
  export interface PlatformPorts {
    gatewayPort: number;
    servicePorts: Record<string, number>;
    devdbPort: number;
    s3Port: number;
  }
  export function freePlatformPorts(): Promise<PlatformPorts>;
  export function startPlatform(
    options: Partial<PlatformPorts> & {
      dataDir?: string;
      env?: Record<string, string>;
      log?: (line: string) => void;
      quiet?: boolean;
    },
  ): Promise<{
    url: string;
    ports: Record<string, number>;
    env: Record<string, string>;
    stop: () => Promise<void>;
  }>;
}
