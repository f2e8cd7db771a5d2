import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { apiUrl } from '../providers/http-client.ts';

/** At most two letters: the first name's and the last name's initials. */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((part) => part !== '');
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export type ProfileAvatarProps = Omit<AvatarProps, 'src' | 'alt' | 'children' | 'sx'> & {
  name: string;
  /** The profile's `avatar`: the picture's path below the API base, or nothing (the initials show). */
  avatar?: string | null | undefined;
  size: number;
  /** Text for the picture; '' when the picture only decorates a labelled control. */
  alt: string;
};

/**
 * The user's picture, or their initials when they have none, sized by the circle: the font size is set on the element
 * itself, so a container's icon sizing (a button's `startIcon` sets 20 px on its child) cannot make them overflow.
 */
export function ProfileAvatar({ name, avatar, size, alt, ...props }: ProfileAvatarProps) {
  return (
    <Avatar
      {...props}
      src={avatar ? `${apiUrl}${avatar}` : undefined}
      alt={alt}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4), lineHeight: 1 }}
      sx={{ bgcolor: 'secondary.main', color: 'text.primary', fontWeight: 600, letterSpacing: 0 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
