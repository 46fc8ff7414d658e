export declare function findElectronBinary(options?: {
  env?: Record<string, string | undefined>;
  platform?: string;
  from?: string;
}): { path: string } | { path: null; reason: string };
