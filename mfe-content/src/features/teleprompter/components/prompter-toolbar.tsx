import {
  CaretRightOutlined,
  CloseOutlined,
  EllipsisOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MinusOutlined,
  PauseOutlined,
  PlusOutlined,
  QuestionOutlined,
  SettingOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Flex, Popover, Radio, Slider, Space, Switch, Tooltip, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import {
  PROMPTER_FONT_SIZE,
  PROMPTER_LINE_HEIGHT,
  PROMPTER_MARGIN,
  PROMPTER_WIDTH,
  PROMPTER_WPM,
  READING_LINES,
  type TeleprompterSettings,
} from '@brandcast/shared';
import { useIsMobile } from '@brandcast/shared/ui';
import type { VoiceState } from '../hooks/use-voice-pacing';
import type { ScriptMarker } from '../utils/script-text';
import { nextSpeed } from '../utils/speed';
import { RecordControls } from './record-controls';
import type { Recorder } from './camera-layer';

const text = { color: '#f5f5f7' };

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
    </div>
  );
}

function SettingsPanel({
  settings,
  update,
  voice,
}: {
  settings: TeleprompterSettings;
  update: (patch: Partial<TeleprompterSettings>) => void;
  voice: VoiceState;
}) {
  return (
    <div style={{ width: 280, maxWidth: '80vw' }}>
      <Setting label={`Speed: ${settings.wpm} words a minute`}>
        <Slider
          aria-label="Speed"
          min={PROMPTER_WPM.min}
          max={PROMPTER_WPM.max}
          step={5}
          value={settings.wpm}
          onChange={(wpm) => update({ wpm })}
        />
      </Setting>
      <Setting label="Line height">
        <Slider
          aria-label="Line height"
          min={PROMPTER_LINE_HEIGHT.min}
          max={PROMPTER_LINE_HEIGHT.max}
          step={0.1}
          value={settings.lineHeight}
          onChange={(lineHeight) => update({ lineHeight })}
        />
      </Setting>
      <Setting label="Text width">
        <Slider
          aria-label="Text width"
          min={PROMPTER_WIDTH.min}
          max={PROMPTER_WIDTH.max}
          value={settings.width}
          onChange={(width) => update({ width })}
          tooltip={{ formatter: (v) => `${v}%` }}
        />
      </Setting>
      <Setting label="Margins">
        <Slider
          aria-label="Margins"
          min={PROMPTER_MARGIN.min}
          max={PROMPTER_MARGIN.max}
          step={4}
          value={settings.margin}
          onChange={(margin) => update({ margin })}
          tooltip={{ formatter: (v) => `${v} px` }}
        />
      </Setting>
      <Setting label="Reading line">
        <div>
          <Radio.Group
            aria-label="Reading line"
            optionType="button"
            value={settings.readingLine}
            onChange={(event) => update({ readingLine: event.target.value })}
            options={READING_LINES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))}
          />
        </div>
      </Setting>
      <Flex vertical gap={8}>
        <label>
          <Switch checked={settings.mirrorX} onChange={(mirrorX) => update({ mirrorX })} /> Mirror left to right
        </label>
        <label>
          <Switch checked={settings.mirrorY} onChange={(mirrorY) => update({ mirrorY })} /> Mirror top to bottom
        </label>
        <label>
          <Switch checked={settings.countdown} onChange={(countdown) => update({ countdown })} /> Count down 3-2-1
          before starting
        </label>
        <label>
          <Switch checked={settings.voicePacing} onChange={(voicePacing) => update({ voicePacing })} /> Follow my voice
        </label>
        {settings.voicePacing && voice === 'unsupported' ? (
          <Typography.Text type="secondary">
            This browser cannot recognise speech; words per minute lead instead.
          </Typography.Text>
        ) : null}
      </Flex>
    </div>
  );
}

/** The prompter's controls, under the text: wraps on a phone. */
export function PrompterToolbar({
  playing,
  settings,
  update,
  markers,
  timing,
  voice,
  recorder,
  fullscreen,
  onToggle,
  onMarker,
  onFullscreen,
  onHelp,
  onClose,
}: {
  playing: boolean;
  settings: TeleprompterSettings;
  update: (patch: Partial<TeleprompterSettings>) => void;
  markers: ScriptMarker[];
  timing: string;
  voice: VoiceState;
  recorder: Recorder;
  fullscreen: boolean;
  onToggle: () => void;
  onMarker: (marker: ScriptMarker) => void;
  onFullscreen: () => void;
  onHelp: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const narrow = useIsMobile();
  const [open, setOpen] = useState(false);
  const playButton = (
    <Button type="primary" icon={playing ? <PauseOutlined /> : <CaretRightOutlined />} onClick={onToggle}>
      {playing ? 'Pause' : 'Play'}
    </Button>
  );
  const timingText = (
    <Typography.Text style={text} data-testid="prompter-timing">
      {timing}
    </Typography.Text>
  );
  const closeButton = (
    <Tooltip title="Back to the text">
      <Button aria-label="Close the prompter" icon={<CloseOutlined />} onClick={onClose} />
    </Tooltip>
  );
  const speedAndSize = (
    <>
      <Space.Compact>
        <Button
          aria-label="Slower"
          icon={<MinusOutlined />}
          onClick={() => update({ wpm: nextSpeed(settings.wpm, -1) })}
          disabled={settings.wpm <= PROMPTER_WPM.min}
        />
        <Button tabIndex={-1} style={{ pointerEvents: 'none', minWidth: 92 }} aria-live="polite">
          {settings.wpm} wpm
        </Button>
        <Button
          aria-label="Faster"
          icon={<PlusOutlined />}
          onClick={() => update({ wpm: nextSpeed(settings.wpm, 1) })}
          disabled={settings.wpm >= PROMPTER_WPM.max}
        />
      </Space.Compact>
      <Space.Compact>
        <Button
          aria-label="Smaller text"
          onClick={() => update({ fontSize: Math.max(PROMPTER_FONT_SIZE.min, settings.fontSize - 4) })}
        >
          A−
        </Button>
        <Button
          aria-label="Larger text"
          onClick={() => update({ fontSize: Math.min(PROMPTER_FONT_SIZE.max, settings.fontSize + 4) })}
        >
          A+
        </Button>
      </Space.Compact>
    </>
  );
  const tools = (
    <>
      {markers.length > 0 ? (
        <Dropdown
          menu={{
            items: markers.map((marker, index) => ({ key: String(index), label: `${index + 1}. ${marker.name}` })),
            onClick: ({ key }) => onMarker(markers[Number(key)]!),
          }}
        >
          <Button icon={<UnorderedListOutlined />}>Sections</Button>
        </Dropdown>
      ) : null}
      <Popover
        trigger="click"
        title="Prompter settings"
        content={<SettingsPanel settings={settings} update={update} voice={voice} />}
      >
        <Button icon={<SettingOutlined />}>Settings</Button>
      </Popover>
      <Tooltip title={fullscreen ? 'Leave full screen' : 'Full screen'}>
        <Button
          aria-label={fullscreen ? 'Leave full screen' : 'Full screen'}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={onFullscreen}
        />
      </Tooltip>
      <Tooltip title="Keys (?)">
        <Button aria-label="Keyboard and clicker keys" icon={<QuestionOutlined />} onClick={onHelp} />
      </Tooltip>
    </>
  );

  // On a phone the stage is the point: one line of controls (play, time left, more, close), the rest a tap
  // away, instead of four rows over about 40% of it. Recording keeps its stop button in that line.
  if (narrow)
    return (
      <Flex vertical gap={8}>
        <Flex align="center" gap={8} justify="space-between" data-testid="prompter-compact-bar">
          <Space size={8}>
            {playButton}
            {recorder.state === 'recording' ? <RecordControls recorder={recorder} /> : timingText}
          </Space>
          <Space size={8}>
            <Button
              aria-label="More controls"
              aria-expanded={open}
              aria-controls={id}
              icon={<EllipsisOutlined />}
              onClick={() => setOpen((value) => !value)}
            />
            {closeButton}
          </Space>
        </Flex>
        {open ? (
          <Flex id={id} wrap align="center" gap={8} role="group" aria-label="More controls">
            {speedAndSize}
            {recorder.state === 'recording' ? null : <RecordControls recorder={recorder} />}
            {tools}
          </Flex>
        ) : null}
      </Flex>
    );

  return (
    <Flex wrap align="center" gap={8} justify="space-between">
      <Space wrap size={8}>
        {playButton}
        {speedAndSize}
        {timingText}
      </Space>
      <Space wrap size={8}>
        <RecordControls recorder={recorder} />
        {tools}
        {closeButton}
      </Space>
    </Flex>
  );
}
