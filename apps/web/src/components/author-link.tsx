import { Anchor, Avatar, type MantineSize, Text } from '@mantine/core';
import type { StatementComment } from '@iagree/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

/** Who wrote a statement or a comment, as the server gives it. */
export type Author = Pick<StatementComment, 'user_id' | 'username' | 'avatar' | 'author_deleted'>;

/**
 * A person's name, linking to their public profile (issue 17). A person who deleted their
 * account has no profile: their neutral name (退会したユーザー / Former member) is plain text.
 */
export function AuthorName({ author, size = 'sm' }: { author: Author; size?: MantineSize }) {
  if (author.author_deleted)
    return (
      <Text component="span" size={size} fw={600} c="gray.7" truncate>
        {author.username}
      </Text>
    );
  return (
    <Anchor component={Link} to={paths.user(author.user_id)} size={size} fw={600} truncate>
      {author.username}
    </Anchor>
  );
}

/**
 * A person's avatar, linking to their profile too. The name beside it is the link that
 * keyboards and screen readers use: this one is a second way in for the pointer only.
 */
export function AuthorAvatar({ author, size }: { author: Author; size: number }) {
  const { t } = useTranslation('search');
  if (author.author_deleted) return <Avatar alt="" size={size} aria-hidden />;
  return (
    <Avatar
      component={Link}
      to={paths.user(author.user_id)}
      src={author.avatar}
      alt=""
      name={author.username}
      size={size}
      tabIndex={-1}
      aria-hidden
      title={t('user.profileOf', { name: author.username })}
    />
  );
}
