package api_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/metrics"
)

// The metrics of one router's traffic: requests under their route patterns,
// GraphQL operations under their names and error codes, the pool.
func TestMetricsRecordRoutesOperationsAndThePool(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	m := metrics.New()
	m.RegisterPool(env.Store.PoolStat)
	srv := httptest.NewServer(api.NewRouter(api.Options{Store: env.Store, Flows: env.Flows, Metrics: m}))
	t.Cleanup(srv.Close)
	c := apitest.NewClient(t, srv.URL)

	assert.Equal(t, http.StatusOK, c.Do(http.MethodGet, "/healthz", nil).Status)
	assert.Equal(t, http.StatusUnauthorized, c.Do(http.MethodGet, "/api/v1/users/me/", nil).Status)
	assert.Empty(t, c.GraphQL(`query Discover { hackathons(filter: DISCOVER) { totalCount } }`, nil, nil))
	errs := c.GraphQL(`query Mine { hackathons(filter: MINE) { totalCount } }`, nil, nil)
	require.NotEmpty(t, errs)

	scrape := httptest.NewRecorder()
	m.Handler().ServeHTTP(scrape, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	body, _ := io.ReadAll(scrape.Body)
	text := string(body)
	for _, series := range []string{
		`hackforge_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"} 1`,
		`hackforge_http_request_duration_seconds_count{method="GET",route="/api/v1/users/me",status="401"} 1`,
		`hackforge_http_request_duration_seconds_count{method="POST",route="/u-gql",status="200"} 2`,
		`hackforge_graphql_operation_duration_seconds_count{code="",operation="Discover",type="query"} 1`,
		`hackforge_graphql_operation_duration_seconds_count{code="` + errs[0].Extensions["code"].(string) + `",operation="Mine",type="query"} 1`,
		`hackforge_db_pool_max_connections 8`,
	} {
		assert.Contains(t, text, series)
	}
}
