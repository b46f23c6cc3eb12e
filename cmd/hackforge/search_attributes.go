package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/operatorservice/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/workflows"
)

// temporalRetry is how often a worker started before Temporal asks again.
const temporalRetry = 2 * time.Second

// awaitTemporal waits until Temporal answers, so that a worker started
// before it (or while it restarts) waits rather than exits, and then
// checks its search attributes: a namespace without them is refused.
func awaitTemporal(ctx context.Context, tc client.Client, namespace string) error {
	for {
		err := checkSearchAttributes(ctx, tc, namespace)
		var missing *missingAttributeError
		if err == nil || errors.As(err, &missing) || ctx.Err() != nil {
			return err
		}
		slog.Warn("waiting for Temporal", "error", err)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(temporalRetry):
		}
	}
}

// checkSearchAttributes refuses a namespace that lacks one of the search
// attributes the workflows carry: every start would fail. A cluster that
// does not let this client list them (Temporal Cloud without the admin
// role) is only warned about.
func checkSearchAttributes(ctx context.Context, tc client.Client, namespace string) error {
	listCtx, cancel := context.WithTimeout(ctx, temporalRetry)
	defer cancel()
	resp, err := tc.OperatorService().ListSearchAttributes(listCtx, &operatorservice.ListSearchAttributesRequest{Namespace: namespace})
	var denied *serviceerror.PermissionDenied
	if errors.As(err, &denied) {
		slog.Warn("cannot list Temporal's search attributes; make sure they exist (docs/operations.md)", "error", err)
		return nil
	}
	if err != nil {
		return fmt.Errorf("listing Temporal's search attributes: %w", err)
	}
	return missingSearchAttribute(namespace, resp.GetCustomAttributes())
}

// missingAttributeError: the namespace lacks a search attribute, or has it
// with another type; waiting does not help.
type missingAttributeError struct{ namespace, name, typeName string }

func (e *missingAttributeError) Error() string {
	return fmt.Sprintf("the Temporal namespace %q has no search attribute %s of type %s; create it with: "+
		"temporal operator search-attribute create --namespace %s --name %s --type %s",
		e.namespace, e.name, e.typeName, e.namespace, e.name, e.typeName)
}

// missingSearchAttribute names the first attribute the namespace lacks, or
// has with another type, and the command that creates it.
func missingSearchAttribute(namespace string, custom map[string]enumspb.IndexedValueType) error {
	for _, key := range workflows.SearchAttributes {
		if got, ok := custom[key.GetName()]; !ok || got != key.GetValueType() {
			return &missingAttributeError{namespace: namespace, name: key.GetName(), typeName: workflows.SearchAttributeType(key)}
		}
	}
	return nil
}
