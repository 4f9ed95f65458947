/**
 * The full-screen 'Advancing to next period' overlay (spec 001 §2) while the session's
 * `currently_passing_time` is set; its Exit session button leads to the dashboard.
 */
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useNavigate } from 'react-router';
import { useSessionLive } from '@/lib/session-live/session-live';

export function PassingTimeOverlay() {
  const { session } = useSessionLive();
  const navigate = useNavigate();
  if (!session?.currently_passing_time) return null;
  return (
    <Flex
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="passing-time-title"
      align="center"
      justify="center"
      p="4"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'var(--color-overlay)', backdropFilter: 'blur(2px)' }}
    >
      <Card size="4" style={{ maxWidth: 420, width: '100%' }}>
        <Flex direction="column" align="center" gap="4">
          <Spinner size="3" />
          <Heading as="h2" size="5" id="passing-time-title" align="center">
            Advancing to next period
          </Heading>
          <Text color="gray" size="2" align="center">
            Prices, orders and portfolios are being updated for the next period.
          </Text>
          <Button variant="soft" color="gray" size="3" onClick={() => navigate('/dashboard')}>
            Exit session
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
