import { DownloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Tooltip, Typography } from 'antd';
import { formatDuration } from '../utils/speed';
import type { Recorder } from './camera-layer';

/** Camera on and off, record and stop, the microphone's level, and the take to download. */
export function RecordControls({ recorder }: { recorder: Recorder }) {
  const { state, recording } = recorder;
  return (
    <Space wrap size={8}>
      {state === 'off' || state === 'error' || state === 'starting' ? (
        <Tooltip title={recorder.error ?? 'Show the camera behind the text and record'}>
          <Button
            icon={<VideoCameraOutlined />}
            loading={state === 'starting'}
            onClick={() => void recorder.startCamera()}
          >
            Camera
          </Button>
        </Tooltip>
      ) : (
        <>
          {state === 'recording' ? (
            <Button danger type="primary" onClick={recorder.stopRecording}>
              Stop recording
            </Button>
          ) : (
            <Button danger onClick={recorder.startRecording}>
              Record
            </Button>
          )}
          <Progress
            type="line"
            percent={Math.round(recorder.level * 100)}
            showInfo={false}
            size={[64, 8]}
            aria-label="Microphone level"
            status={recorder.level > 0.9 ? 'exception' : 'normal'}
          />
          <Button onClick={recorder.stopCamera} disabled={state === 'recording'}>
            Camera off
          </Button>
        </>
      )}
      {recording ? (
        <Button icon={<DownloadOutlined />} href={recording.url} download={recording.fileName}>
          Download take ({formatDuration(recording.seconds)})
        </Button>
      ) : null}
      {state === 'error' && recorder.error ? <Typography.Text type="danger">{recorder.error}</Typography.Text> : null}
    </Space>
  );
}
