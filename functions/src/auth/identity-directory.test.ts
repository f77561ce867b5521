import {
  AdminCreateUserCommand,
  AdminResetUserPasswordCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { cognitoDirectory } from './identity-directory';

// Cognito has no local stand-in; the adapter's requests are checked against a mocked client.
const cognito = mockClient(CognitoIdentityProviderClient);
afterEach(() => cognito.reset());

describe('Cognito identity directory', () => {
  it('invites a new person through Cognito: it e-mails a temporary password that must be changed', async () => {
    cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    const created = await cognitoDirectory().createIdentity({
      email: 'fia@demo.test',
      firstName: 'Fia',
      lastName: 'First',
    });
    expect(created).toEqual({ userId: 'sub-1', temporaryPassword: null });
    const input = cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ Username: 'fia@demo.test', DesiredDeliveryMediums: ['EMAIL'] });
    // Suppressing the message or setting our own password would skip the invitation.
    expect(input.MessageAction).toBeUndefined();
    expect(input.TemporaryPassword).toBeUndefined();
  });

  it('resets through Cognito, which e-mails a code and asks for a new password', async () => {
    cognito.on(AdminResetUserPasswordCommand).resolves({});
    await expect(cognitoDirectory().resetPassword('sub-1')).resolves.toEqual({ temporaryPassword: null });
    expect(cognito.commandCalls(AdminResetUserPasswordCommand)).toHaveLength(1);
  });

  it('answers a password the pool policy refuses with a 400 naming body.newPassword', async () => {
    cognito.on(AdminSetUserPasswordCommand).rejects(
      Object.assign(new Error('Password must have symbol characters'), {
        name: 'InvalidPasswordException',
      }),
    );
    const refused = await cognitoDirectory()
      .setPassword('sub-1', 'Abcdefgh1')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringContaining('body.newPassword') });
  });
});
