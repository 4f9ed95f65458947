/** /auth/login: a centred credentials form under a welcome line (spec 000 sections 2, 5, 8). */
import { Button, Card, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MESSAGES } from '@domain/messages';
import { APP_NAME } from '@/components/app-name';
import { login } from '../api/login';

const LoginFailure = lazy(() => import('./login-failure').then((m) => ({ default: m.LoginFailure })));

type FieldErrors = { username?: string; password?: string };

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <Text id={id} size="1" color="red" role="alert">
      {message}
    </Text>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = MESSAGES.usernameRequired;
    if (!password) errors.password = MESSAGES.passwordRequired;
    setFieldErrors(errors);
    setFailure(null);
    if (errors.username || errors.password) return;
    setSubmitting(true);
    const result = await login(username.trim(), password);
    setSubmitting(false);
    if (result.ok) {
      navigate('/dashboard', { replace: true });
      return;
    }
    setFailure(result.message);
  }

  return (
    <Flex align="center" justify="center" px="3" py="6" style={{ minHeight: '100dvh', background: 'var(--gray-2)' }}>
      <Flex direction="column" align="center" style={{ width: '100%', maxWidth: 480 }}>
        <Flex direction="column" align="center" gap="1" mb="5">
          <Heading as="h1" size="6" align="center">
            Welcome to the {APP_NAME}
          </Heading>
          <Text size="2" color="gray" align="center">
            Sign in to join your class's trading sessions.
          </Text>
        </Flex>
        <Card size="3" style={{ width: '100%', maxWidth: 400 }}>
          <form onSubmit={onSubmit} noValidate aria-label="Sign in">
            <Flex direction="column" gap="4">
              {failure ? (
                <Suspense fallback={null}>
                  <LoginFailure message={failure} />
                </Suspense>
              ) : null}
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="login-username" size="2" weight="medium">
                  Username
                </Text>
                <TextField.Root
                  id="login-username"
                  name="username"
                  size="3"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  color={fieldErrors.username ? 'red' : undefined}
                  aria-invalid={fieldErrors.username ? true : undefined}
                  aria-describedby={fieldErrors.username ? 'login-username-error' : undefined}
                />
                <FieldError id="login-username-error" message={fieldErrors.username} />
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="login-password" size="2" weight="medium">
                  Password
                </Text>
                <TextField.Root
                  id="login-password"
                  name="password"
                  type="password"
                  size="3"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  color={fieldErrors.password ? 'red' : undefined}
                  aria-invalid={fieldErrors.password ? true : undefined}
                  aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
                />
                <FieldError id="login-password-error" message={fieldErrors.password} />
              </Flex>
              <Button type="submit" size="3" loading={submitting}>
                Log in
              </Button>
            </Flex>
          </form>
        </Card>
        <Flex justify="center" mt="4">
          <Link asChild size="2">
            <RouterLink to="/bond-calculator">Open the bond calculator</RouterLink>
          </Link>
        </Flex>
      </Flex>
    </Flex>
  );
}
