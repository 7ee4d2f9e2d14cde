import { Anchor, Avatar, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

interface Author {
  userId: number;
  name: string;
  avatar: string | null;
}

/** A person's name, linking to their public profile (issue 17). */
export function AuthorName({
  userId,
  name,
  size = 'sm',
}: Omit<Author, 'avatar'> & { size?: MantineSize }) {
  return (
    <Anchor component={Link} to={paths.user(userId)} size={size} fw={600} truncate>
      {name}
    </Anchor>
  );
}

/**
 * A person's avatar, linking to their profile too. The name beside it is the link that
 * keyboards and screen readers use: this one is a second way in for the pointer only.
 */
export function AuthorAvatar({ userId, name, avatar, size }: Author & { size: number }) {
  const { t } = useTranslation('search');
  return (
    <Avatar
      component={Link}
      to={paths.user(userId)}
      src={avatar}
      alt=""
      name={name}
      size={size}
      tabIndex={-1}
      aria-hidden
      title={t('user.profileOf', { name })}
    />
  );
}
