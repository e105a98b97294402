import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { bucketName, s3 } from './client.ts';

// Profile image bytes in S3; their records (order, owner) are in the table (shared/data/profile-images.ts).

export async function putImage(key: string, bytes: Buffer, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: bytes, ContentType: contentType }));
}

export async function getImage(key: string): Promise<Buffer | undefined> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

export async function deleteImage(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: key }));
}
