import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { apiUrl } from '../providers/http-client.ts';

export const initialsOf = (name: string) => name.split(/\s+/).map((part) => part[0] ?? '').join('').slice(0, 2).toUpperCase();

export type ProfileAvatarProps = Omit<AvatarProps, 'src' | 'alt' | 'children' | 'sx'> & {
  name: string;
  /** The profile's `avatar`: the picture's path below the API base, or nothing (the initials show). */
  avatar?: string | null | undefined;
  size: number;
  /** Text for the picture; '' when the picture only decorates a labelled control. */
  alt: string;
};

/** The user's picture, or their initials when they have none. */
export function ProfileAvatar({ name, avatar, size, alt, ...props }: ProfileAvatarProps) {
  return (
    <Avatar
      {...props}
      src={avatar ? `${apiUrl}${avatar}` : undefined}
      alt={alt}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'text.primary', fontSize: size * 0.42 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
