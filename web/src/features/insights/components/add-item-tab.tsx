/**
 * Add Item (spec 001 §2 "Insights"): who writes it (the team member), the layout (1 text, 2 text
 * beside an image), the rich-text editor and Save. The spec's texts for a missing layout or
 * person ('Invalid layout type', 'Team member not selected') show before anything is sent, and
 * the server's refusals the same way.
 */
import { Box, Button, Callout, Card, Flex, Grid, IconButton, RadioCards, Text, Tooltip } from '@radix-ui/themes';
import { Cross2Icon, ExclamationTriangleIcon, ImageIcon } from '@radix-ui/react-icons';
import { useRef, useState } from 'react';
import { LAYOUT_LABELS, type Layout, type RoadmapItem } from '@domain/contracts/insights';
import { MESSAGES } from '@domain/messages';
import { errorMessage } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notifications';
import { saveRoadmapItem } from '../api/insights-api';
import { pickImage } from './image-picker';
import { PersonSelect } from './person-select';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

const EMPTY_TEXT = 'Please write something before saving';

function SideImage({ sessionId, image, onChange, onError }: { sessionId: number; image: { id: number; localUrl: string } | null; onChange: (image: { id: number; localUrl: string } | null) => void; onError: (e: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const choose = async () => {
    const picked = await pickImage(sessionId, setBusy);
    if (!picked) return;
    if ('error' in picked) return onError(picked.error);
    onError(null);
    if (image) URL.revokeObjectURL(image.localUrl);
    onChange({ id: picked.id, localUrl: picked.localUrl });
  };
  return (
    <Card size="1" className="insights-side-image">
      {image ? (
        <Box position="relative">
          <img src={image.localUrl} alt="Beside the text" className="insights-image" style={{ maxHeight: 280 }} />
          <Box position="absolute" top="2" right="2">
            <Tooltip content="Remove the image">
              <IconButton size="1" color="gray" variant="solid" aria-label="Remove the image" onClick={() => onChange(null)}>
                <Cross2Icon />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      ) : (
        <Flex direction="column" align="center" justify="center" gap="2" py="6">
          <ImageIcon width="28" height="28" color="var(--gray-9)" />
          <Text size="2" color="gray" align="center">
            The image shown beside the text
          </Text>
          <Button variant="soft" loading={busy} onClick={() => void choose()}>
            Choose image
          </Button>
          <Text size="1" color="gray">
            PNG or JPEG, at most 1 MB
          </Text>
        </Flex>
      )}
    </Card>
  );
}

export function AddItemTab({ sessionId, onSaved }: { sessionId: number; onSaved: (item: RoadmapItem) => void }) {
  const editor = useRef<RichTextEditorHandle>(null);
  const [personId, setPersonId] = useState<number | null>(null);
  const [layout, setLayout] = useState<Layout | null>(null);
  const [sideImage, setSideImage] = useState<{ id: number; localUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    // Spec 001 §5: the layout first, then the person.
    if (layout === null) return setError(MESSAGES.invalidLayoutType);
    if (personId === null) return setError(MESSAGES.teamMemberNotSelected);
    if (layout === 2 && !sideImage) return setError('Please add the image shown beside the text');
    const content = editor.current!.document();
    if (editor.current!.isEmpty() && layout === 1) return setError(EMPTY_TEXT);
    setBusy(true);
    setError(null);
    try {
      const item = await saveRoadmapItem(sessionId, { person_id: personId, layout, content, image_id: layout === 2 ? (sideImage?.id ?? null) : null });
      notifySuccess('Roadmap item saved');
      editor.current!.clear();
      setSideImage(null);
      onSaved(item);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const text = <RichTextEditor ref={editor} sessionId={sessionId} onError={setError} />;
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', sm: 'auto 1fr' }} gap="4" align="start">
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="insights-person">
            Team member
          </Text>
          <PersonSelect id="insights-person" value={personId} onChange={setPersonId} />
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id="insights-layout-label">
            Layout
          </Text>
          <RadioCards.Root
            aria-labelledby="insights-layout-label"
            size="1"
            columns={{ initial: '1', xs: '2' }}
            style={{ maxWidth: 420 }}
            value={layout === null ? '' : String(layout)}
            onValueChange={(v) => setLayout(Number(v) as Layout)}
          >
            {([1, 2] as const).map((l) => (
              <RadioCards.Item key={l} value={String(l)}>
                <Flex direction="column">
                  <Text weight="bold">{LAYOUT_LABELS[l]}</Text>
                  <Text size="1" color="gray">
                    {l === 1 ? 'Formatted text with images' : 'Text beside an image'}
                  </Text>
                </Flex>
              </RadioCards.Item>
            ))}
          </RadioCards.Root>
        </Flex>
      </Grid>

      {/* One tree for both layouts, so that switching keeps what was written. */}
      <Grid columns={layout === 2 ? { initial: '1', md: '3fr 2fr' } : '1'} gap="4" align="start">
        {text}
        {layout === 2 ? <SideImage sessionId={sessionId} image={sideImage} onChange={setSideImage} onError={setError} /> : null}
      </Grid>

      {error ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex justify="end">
        <Button size="3" loading={busy} onClick={() => void save()}>
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
