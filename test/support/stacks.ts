import { NestedStack, type Stack } from 'aws-cdk-lib';

/** A stage's stack and its nested stacks (the route areas, the event consumers, monitoring). */
export const stacksOf = (stage: Stack): Stack[] => [
  stage,
  ...stage.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack),
];
