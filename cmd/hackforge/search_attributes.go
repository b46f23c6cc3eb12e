package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/operatorservice/v1"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/workflows"
)

// checkSearchAttributes refuses a namespace that lacks one of the search
// attributes the workflows carry: every start would fail. A cluster that
// does not let this client list them (Temporal Cloud without the admin
// role) is only warned about.
func checkSearchAttributes(ctx context.Context, tc client.Client, namespace string) error {
	resp, err := tc.OperatorService().ListSearchAttributes(ctx, &operatorservice.ListSearchAttributesRequest{Namespace: namespace})
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

// missingSearchAttribute names the first attribute the namespace lacks, or
// has with another type, and the command that creates it.
func missingSearchAttribute(namespace string, custom map[string]enumspb.IndexedValueType) error {
	for _, key := range workflows.SearchAttributes {
		name, want := key.GetName(), key.GetValueType()
		if got, ok := custom[name]; !ok || got != want {
			typeName := workflows.SearchAttributeType(key)
			return fmt.Errorf("the Temporal namespace %q has no search attribute %s of type %s; create it with: "+
				"temporal operator search-attribute create --namespace %s --name %s --type %s",
				namespace, name, typeName, namespace, name, typeName)
		}
	}
	return nil
}
