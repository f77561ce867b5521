import type { RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import { useEffect } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';

export type ChatSupportIdentity = {
  userId: string;
  firstName: string;
  email: string;
  organisationId: string;
};

/** What the chat provider's loader (added per environment, never locally) reads. */
export type ChatSupportBootstrap = {
  provider: string;
  appId: string;
  identity: ChatSupportIdentity;
};

declare global {
  interface Window {
    tandemChatSupport?: ChatSupportBootstrap;
  }
}

export const CHAT_SUPPORT_EVENT = 'tandem:chat-support-identify';

/**
 * Hands the chat provider of this environment who the user is (spec §1: id, first name, email and
 * organisation). Off when the runtime configuration has no chat support (always so locally); this
 * component never loads a script itself, so no request leaves for a third-party host from here.
 */
export function identifyForChatSupport(
  chatSupport: RuntimeConfig['chatSupport'],
  identity: ChatSupportIdentity,
): boolean {
  if (!chatSupport) return false;
  window.tandemChatSupport = { provider: chatSupport.provider, appId: chatSupport.appId, identity };
  window.dispatchEvent(new CustomEvent(CHAT_SUPPORT_EVENT, { detail: window.tandemChatSupport }));
  return true;
}

export function ChatSupport({ identity }: { identity: ChatSupportIdentity | null }) {
  const { chatSupport } = useRuntimeConfig();
  const userId = identity?.userId;
  const firstName = identity?.firstName;
  const email = identity?.email;
  const organisationId = identity?.organisationId;
  useEffect(() => {
    if (!chatSupport || !userId || firstName === undefined || email === undefined || !organisationId) return;
    identifyForChatSupport(chatSupport, { userId, firstName, email, organisationId });
  }, [chatSupport, userId, firstName, email, organisationId]);
  return null;
}
