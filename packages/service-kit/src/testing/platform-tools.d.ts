// Types for the parts of @groundwork/platform-tools (plain .mjs) that the test helpers use.
declare module '@groundwork/platform-tools' {
  export interface DevDb {
    uri: string;
    port: number;
    dir: string;
    stop(): Promise<void>;
  }
  export function startDevDb(options: {
    port: number;
    dir?: string;
    log?: (line: string) => void;
    onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  }): Promise<DevDb>;

  export interface LocalS3 {
    endpoint: string;
    port: number;
    stop(): Promise<void>;
  }
  export function startLocalS3(options: { port: number; dir?: string; buckets?: string[] }): Promise<LocalS3>;
  export const localS3Credentials: { accessKeyId: string; secretAccessKey: string };

  export function freePort(): Promise<number>;
  export function waitForPort(port: number, options?: { timeoutMs?: number; isAlive?: () => boolean }): Promise<void>;
}
