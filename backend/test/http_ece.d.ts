/** http_ece (a dependency of web-push): the part the push test uses to read a pushed payload as the browser would. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
