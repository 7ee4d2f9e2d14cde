/**
 * One colour and one letter per opinion group (at most five), as Pol.is names them A, B, C…
 * The colours keep 3:1 against white for the map's dots and are told apart without colour by
 * the letters beside them.
 */
export const GROUP_COLORS = ['#1c7ed6', '#e8590c', '#2b8a3e', '#ae3ec9', '#c92a2a'] as const;

export const groupColor = (group: number) => GROUP_COLORS[group % GROUP_COLORS.length];
export const groupName = (group: number) => String.fromCharCode(65 + group);
