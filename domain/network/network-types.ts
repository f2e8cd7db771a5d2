/**
 * The kinds of network (spec section 6: "network types include 'ControlManager'"); labels in locales
 * `hw-networks.values.type`.
 */
export const networkTypes = ['HappyWay', 'ControlManager'] as const;
export type NetworkType = (typeof networkTypes)[number];
