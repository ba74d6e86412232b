import path from 'node:path';
import type { Config } from '../config';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { RecordingStorage } from './types';

export type { Received, RecordingStorage } from './types';
export { diskStorage } from './disk';
export { s3Storage } from './s3';
export { s3SettingsFromEnv, type S3Settings } from './config';
export { RECORDING_EMPTY, RECORDING_WRONG_TYPE, detectVideoType } from './video-type';

/** The one place recordings' storage is chosen: the S3 bucket when S3_BUCKET is set, else files under DATA_DIR/recordings. */
export function recordingStorageFor(config: Pick<Config, 'dataDir' | 's3'>): RecordingStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'recordings'));
}
