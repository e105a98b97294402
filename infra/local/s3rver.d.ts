// The part of s3rver (which ships no declarations) that infra/local/s3-emulator.ts uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address: string; port: number; silent: boolean; directory: string });
    run(): Promise<{ port: number }>;
    close(callback: () => void): void;
  }
}
