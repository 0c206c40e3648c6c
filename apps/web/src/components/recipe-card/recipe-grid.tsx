import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in 2 columns on phones, up to 5 on very wide screens. */
export function RecipeGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 5 }} spacing={{ base: 'sm', md: 'md' }}>
      {children}
    </SimpleGrid>
  );
}
