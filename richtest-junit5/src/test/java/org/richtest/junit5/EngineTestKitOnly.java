package org.richtest.junit5;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Disables a fixture class unless the engine runs with the configuration parameter {@link #KEY},
 * which only the tests' {@code EngineTestKit} sets. Some fixtures fail on purpose; this keeps them
 * out of Surefire's run and of an IDE's "run all tests", where they show as skipped.
 */
final class EngineTestKitOnly implements ExecutionCondition {

  /** The configuration parameter that enables the fixtures. */
  static final String KEY = "richtest.junit5.fixtures";

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    return context.getConfigurationParameter(KEY).isPresent()
        ? ConditionEvaluationResult.enabled("run by EngineTestKit")
        : ConditionEvaluationResult.disabled("a fixture, run only through EngineTestKit");
  }
}
