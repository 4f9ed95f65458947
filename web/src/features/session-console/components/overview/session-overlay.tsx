/**
 * The overlay of a non-running session (spec 000 §2): paused, being created (full screen,
 * scrolling locked, the console's menu and main button stay above it so the trainer can
 * finish creating), the delay countdown, frozen. Hidden while running or finished.
 */
import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { SessionStatus } from '@domain/enums';

export function overlayText(status: number, delayMinutes: number): string | null {
  switch (status) {
    case SessionStatus.Paused:
      return 'The Session is Paused';
    case SessionStatus.Creating:
      return 'The Session is being Created';
    case SessionStatus.Delay:
      return delayMinutes === 1 ? '1 minute until session starts' : `${delayMinutes} minutes until session starts`;
    case SessionStatus.Frozen:
      return 'Session frozen';
    default:
      return null;
  }
}

export function SessionOverlay({ status, delayMinutes }: { status: number; delayMinutes: number }) {
  const text = overlayText(status, delayMinutes);
  const fullScreen = status === SessionStatus.Creating;

  useEffect(() => {
    if (!fullScreen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [fullScreen]);

  if (!text) return null;
  return (
    <Flex
      role="status"
      aria-live="polite"
      data-testid="session-overlay"
      align="center"
      justify="center"
      style={{
        position: fullScreen ? 'fixed' : 'absolute',
        inset: 0,
        zIndex: 2,
        background: 'var(--color-overlay)',
        backdropFilter: 'blur(2px)',
        borderRadius: fullScreen ? undefined : 'var(--radius-4)',
        alignItems: fullScreen ? 'center' : 'flex-start',
        paddingTop: fullScreen ? undefined : 'var(--space-9)',
      }}
    >
      <Card size="3" style={{ maxWidth: 460 }}>
        <Flex direction="column" align="center" gap="3">
          {status === SessionStatus.Creating || status === SessionStatus.Delay ? <Spinner size="3" /> : null}
          <Heading as="h2" size="5" align="center">
            {text}
          </Heading>
          {fullScreen ? (
            <Text size="2" color="gray" align="center">
              Select and save the session's instruments under Session Settings, then Finish Creating.
            </Text>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  );
}
