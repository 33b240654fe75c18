// Synthetic aerial photographs with known land use, and labelled training windows cut from them.
export { type LabelledPatch, type LabelledPatchOptions, labelledPatches } from './aerial-scene/patches';
export { type AerialScene, type AerialSceneOptions, renderAerialScene, type ScenePosition } from './aerial-scene/scene';
export type { PhotoStyle } from './aerial-scene/style';
