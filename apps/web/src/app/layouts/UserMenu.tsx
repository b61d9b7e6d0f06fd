import { useEarlyPress, useShellOverlays } from './overlays';
import type { ShellUser } from './session';
import { AvatarButton } from './ShellParts';

/**
 * The avatar and its account menu (`AccountMenu` in ShellOverlays.tsx). Until the overlays' chunk
 * is here the avatar is drawn alone; pressing it asks for the chunk and the menu opens when it
 * arrives (focus kept); touching or focusing it asks for the chunk ahead of the press.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const overlays = useShellOverlays();
  const { intent, handlers } = useEarlyPress();
  if (overlays)
    return <overlays.AccountMenu user={user} openOnMount={intent.open} focusOnMount={intent.focus} />;
  return <AvatarButton user={user} aria-haspopup="menu" aria-expanded={false} {...handlers} />;
}
