import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketName, s3 } from './client.ts';

// Object bytes in the stage's bucket: profile images and listing documents, each under its own
// prefix (infra/functions.ts grants each function only the prefixes it needs). Their records are in
// the table.

export async function putObject(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: bytes, ContentType: contentType }));
}

export async function getObject(key: string): Promise<Buffer | undefined> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: key }));
}

/**
 * A short-lived signed GET address of an object, served as an attachment named `fileName`: the
 * bytes go from S3 to the client, never through a Lambda response (6 MB at most).
 */
export async function signedDownloadUrl(
  key: string,
  fileName: string,
  contentType: string,
  seconds: number,
): Promise<string> {
  // an ASCII name for every client, and the name itself (RFC 6266) for those that read it
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ResponseContentDisposition: disposition,
      ResponseContentType: contentType,
    }),
    { expiresIn: seconds },
  );
}

/**
 * A signed PUT address for one object of this type and size, valid `seconds`: a client sends a
 * large file straight to S3 (in AWS the signature covers the type and the length, so anything
 * else is refused there; the completion checks what arrived in any case).
 */
export async function signedUploadUrl(
  key: string,
  contentType: string,
  sizeBytes: number,
  seconds: number,
): Promise<string> {
  return getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: bucketName(), Key: key, ContentType: contentType, ContentLength: sizeBytes }),
    {
      expiresIn: seconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
}

/** The object's size, or undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    return (await s3().send(new HeadObjectCommand({ Bucket: bucketName(), Key: key }))).ContentLength;
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

/** The object's first bytes (to know its type without reading it all). */
export async function objectStart(key: string, bytes: number): Promise<Buffer> {
  const object = await s3().send(
    new GetObjectCommand({ Bucket: bucketName(), Key: key, Range: `bytes=0-${bytes - 1}` }),
  );
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** Copies within the bucket (the original stays: a copy stopped half way is made again whole). */
export async function copyObject(from: string, to: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucketName(),
      Key: to,
      CopySource: `${bucketName()}/${encodeURIComponent(from).replace(/%2F/g, '/')}`,
    }),
  );
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/** The objects under `prefix` in key order, after `after` when given, a page (at most `pageSize`) at a time. */
export async function* objectPages(prefix: string, after?: string, pageSize = 1000): AsyncGenerator<StoredObject[]> {
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({
        Bucket: bucketName(),
        Prefix: prefix,
        MaxKeys: pageSize,
        ...(token ? { ContinuationToken: token } : after ? { StartAfter: after } : {}),
      }),
    );
    yield (page.Contents ?? []).map((object) => ({ key: object.Key!, lastModified: object.LastModified! }));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
