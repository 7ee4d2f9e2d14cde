import { Badge, Group, UnstyledButton } from '@mantine/core';
import type { MasterCategory } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

interface CategoryBadgesProps {
  categories: MasterCategory[];
  /** Makes each badge a button that filters by its category (the statement list). */
  onSelect?: (category: MasterCategory) => void;
}

export function CategoryBadges({ categories, onSelect }: CategoryBadgesProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <Group gap={6}>
      {categories.map((category) => {
        const badge = (
          <Badge variant="light" radius="sm" style={onSelect ? { cursor: 'pointer' } : undefined}>
            {category.category}
          </Badge>
        );
        return onSelect ? (
          <UnstyledButton
            key={category.id}
            onClick={() => onSelect(category)}
            aria-label={t('categories.filterBy', { category: category.category })}
          >
            {badge}
          </UnstyledButton>
        ) : (
          <span key={category.id}>{badge}</span>
        );
      })}
    </Group>
  );
}
