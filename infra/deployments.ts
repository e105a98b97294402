import { ArnFormat, NestedStack, Stack } from 'aws-cdk-lib';
import { CfnApplication, CfnDeploymentGroup, LambdaDeploymentConfig } from 'aws-cdk-lib/aws-codedeploy';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { Stage } from '../shared/domain/auth/api-keys.ts';
import { functionPrefix } from '../shared/routes/functions.ts';

// Gradual deploys (docs/operations.md, "Deploys"): every function's `live` alias (infra/functions.ts)
// is moved to its new version by CodeDeploy, which stops and moves it back when the function's
// health alarm (infra/monitoring.ts) fires. The deployment groups and their application are in a
// nested stack of their own; the alias and the alarm find them, and they the alarm, by name, so that
// no stack passes another a parameter per function.

/** How each stage shifts a function's traffic to a new version. */
export const deploymentConfigs: Record<Stage, string> = {
  // a tenth of the traffic for five minutes, then the rest: a bad version meets few requests
  production: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES.deploymentConfigName,
  // testers want their change at once; the alarm still rolls back what fails in the deploy
  sandbox: LambdaDeploymentConfig.ALL_AT_ONCE.deploymentConfigName,
};

/** The stage's CodeDeploy application. */
export const deploymentApplicationName = (stage: Stage) => `shipping-marketplace-${stage}`;

/** A function's deployment group: its own name (one group a function, at most 1,000 an application). */
export const deploymentGroupName = (functionName: string) => functionName;

/** A function's health alarm (errors, throttles, latency), the rollback trigger of its deployments. */
export const healthAlarmName = (functionName: string) => `${functionName}-health`;

export interface DeploymentsProps {
  stage: Stage;
  /** Every function of the stage, by its literal name. */
  functionNames: string[];
}

/** The stage's CodeDeploy application and one deployment group per function. */
export class Deployments extends NestedStack {
  constructor(scope: Construct, id: string, props: DeploymentsProps) {
    super(scope, id, { description: `Shipping marketplace ${props.stage}: gradual deploys of its functions` });
    const application = new CfnApplication(this, 'Application', {
      applicationName: deploymentApplicationName(props.stage),
      computePlatform: 'Lambda',
    });
    const stack = Stack.of(this);
    // what AWSCodeDeployRoleForLambdaLimited allows, on the stage's functions only (no managed policy)
    const role = new Role(this, 'DeployRole', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: `CodeDeploy moves the ${props.stage} functions' live aliases and reads their alarms`,
      inlinePolicies: {
        Deploy: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: ['lambda:GetAlias', 'lambda:UpdateAlias', 'lambda:GetProvisionedConcurrencyConfig'],
              resources: [
                stack.formatArn({
                  service: 'lambda',
                  resource: 'function',
                  resourceName: `${functionPrefix(props.stage)}*`,
                  arnFormat: ArnFormat.COLON_RESOURCE_NAME,
                }),
              ],
            }),
            new PolicyStatement({
              actions: ['cloudwatch:DescribeAlarms'],
              resources: [
                stack.formatArn({
                  service: 'cloudwatch',
                  resource: 'alarm',
                  resourceName: `${functionPrefix(props.stage)}*`,
                  arnFormat: ArnFormat.COLON_RESOURCE_NAME,
                }),
              ],
            }),
          ],
        }),
      },
    });
    for (const functionName of props.functionNames) {
      const group = new CfnDeploymentGroup(
        this,
        `${functionName.slice(functionPrefix(props.stage).length)}Deployments`,
        {
          applicationName: deploymentApplicationName(props.stage),
          deploymentGroupName: deploymentGroupName(functionName),
          serviceRoleArn: role.roleArn,
          deploymentConfigName: deploymentConfigs[props.stage],
          deploymentStyle: { deploymentType: 'BLUE_GREEN', deploymentOption: 'WITH_TRAFFIC_CONTROL' },
          alarmConfiguration: { enabled: true, alarms: [{ name: healthAlarmName(functionName) }] },
          autoRollbackConfiguration: { enabled: true, events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM'] },
        },
      );
      group.addResourceDependency(application);
    }
  }
}
