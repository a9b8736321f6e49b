import { act, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from './render';

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

/** The pending operation with this name (waits for it to be issued). */
export async function nextOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => environment.mock.findOperation((operation) => operation.request.node.params.name === name));
}

/** Resolves the pending operation `name` with generated data shaped by `resolvers`. */
export async function resolveOperation(environment: MockEnvironment, name: string, resolvers: Resolvers = {}): Promise<OperationDescriptor> {
  const operation = await nextOperation(environment, name);
  await act(async () => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation;
}

export const signedOutViewer = () => ({ isAuthenticated: false, isLimitedLogin: false, darkMode: false, email: null, user: null });
export const signedInViewer = (overrides: Record<string, unknown> = {}) => ({
  isAuthenticated: true,
  isLimitedLogin: false,
  darkMode: false,
  email: 'ada@example.com',
  onboardingStep: null,
  ...overrides,
});
export const adaUser = () => ({ id: 'VXNlcjox', username: 'ada', fullName: 'Ada Baker', firstName: 'Ada', lastName: 'Baker', about: '', imageSmallUrl: '' });
