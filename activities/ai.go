package activities

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// AIConfig is the OpenAI-compatible chat-completions endpoint of the openai
// service (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT). Without a base
// URL and a model the service is not configured.
type AIConfig struct {
	BaseURL, APIKey, Model string
	// Timeout bounds one request; zero means DefaultAITimeout.
	Timeout time.Duration
}

// DefaultAITimeout bounds one chat-completions request.
const DefaultAITimeout = 60 * time.Second

// Configured: the openai service can be asked.
func (c AIConfig) Configured() bool { return c.BaseURL != "" && c.Model != "" }

// aiSystemPrompt asks for the four parts of the feedback (issue 10).
const aiSystemPrompt = `You review hackathon ideas. Answer in Markdown with four sections, ` +
	`"Strengths", "Risks", "Questions to answer" and "Next steps", each a short bullet list. ` +
	`Be concrete and kind; do not repeat the idea back.`

// AskAIFeedback asks the query's service for feedback on its idea.
func (a *Activities) AskAIFeedback(ctx context.Context, in workflows.AIFeedbackInput) (string, error) {
	idea, err := a.Store.Idea(ctx, in.IdeaID, 0)
	if errors.Is(err, domain.ErrNotFound) {
		return "", ideaGone(in.IdeaID)
	}
	if err != nil {
		return "", err
	}
	switch in.Service {
	case domain.AIServiceRubric:
		return RubricFeedback(idea.Idea), nil
	case domain.AIServiceOpenAI:
		defer keepHeartbeating(ctx)()
		return a.AI.Feedback(ctx, idea.Idea)
	}
	return "", temporal.NewNonRetryableApplicationError("unknown AI service "+in.Service, workflows.AIRejectedErrorType, nil)
}

// FinishAIQuery stores a query's outcome once.
func (a *Activities) FinishAIQuery(ctx context.Context, in workflows.FinishAIQueryInput) error {
	_, err := a.Store.FinishAIQuery(ctx, in.UID, in.Response, in.Errored)
	return err
}

// Feedback asks the endpoint for feedback on the idea. Timeouts, 429 and 5xx
// are returned as retryable errors; other refusals (a wrong key or model) as
// AIRejected, which is not retried.
func (c AIConfig) Feedback(ctx context.Context, idea record.Idea) (string, error) {
	if !c.Configured() {
		return "", temporal.NewNonRetryableApplicationError("AI feedback is not configured", workflows.AINotConfiguredErrorType, nil)
	}
	cfg := openai.DefaultConfig(c.APIKey)
	cfg.BaseURL = strings.TrimRight(c.BaseURL, "/")
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultAITimeout
	}
	cfg.HTTPClient = &http.Client{Timeout: timeout}
	resp, err := openai.NewClientWithConfig(cfg).CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model: c.Model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: aiSystemPrompt},
			{Role: openai.ChatMessageRoleUser, Content: ideaPrompt(idea)},
		},
	})
	if err != nil {
		return "", classifyAIError(err)
	}
	if len(resp.Choices) == 0 || strings.TrimSpace(resp.Choices[0].Message.Content) == "" {
		return "", errors.New("the AI service sent an empty answer")
	}
	return strings.TrimSpace(resp.Choices[0].Message.Content), nil
}

func ideaPrompt(idea record.Idea) string {
	return fmt.Sprintf("Idea: %s\n\nSummary:\n%s\n\nDetails:\n%s", idea.Name, idea.Description, idea.DetailDescription)
}

// classifyAIError keeps 429, 5xx and transport errors retryable.
func classifyAIError(err error) error {
	status := 0
	var reqErr *openai.RequestError
	var apiErr *openai.APIError
	switch {
	// RequestError first: an error body of another shape than OpenAI's comes
	// as a RequestError around an APIError that has no status.
	case errors.As(err, &reqErr):
		status = reqErr.HTTPStatusCode
	case errors.As(err, &apiErr):
		status = apiErr.HTTPStatusCode
	}
	if status >= 400 && status < 500 && status != http.StatusTooManyRequests && status != http.StatusRequestTimeout {
		return workflows.AIRejected(fmt.Sprintf("the AI service refused the request (HTTP %d): %v", status, err))
	}
	return fmt.Errorf("AI service: %w", err)
}

// rubricCriteria is the published rubric the offline reviewer checks
// (docs/decisions.md Ideas): each criterion and the words that show it.
var rubricCriteria = []struct {
	name, question string
	pattern        *regexp.Regexp
}{
	{"Problem", "What problem does it solve, and how do you know it hurts?", regexp.MustCompile(`(?i)\b(problem|pain|struggle|challenge|issue|hard to|difficult|waste)`)},
	{"Users", "Who exactly uses it, and how many of them are there?", regexp.MustCompile(`(?i)\b(users?|customers?|people|residents|students|teachers|farmers|patients|citizens|community|for whom)\b`)},
	{"Solution", "What does it do, step by step, for one user?", regexp.MustCompile(`(?i)\b(solution|app|platform|tool|service|bot|dashboard|we (will )?build|prototype)\b`)},
	{"Feasibility", "What can the team build during the hackathon, and with which data or APIs?", regexp.MustCompile(`(?i)\b(mvp|prototype|api|data ?set|open data|weekend|48 hours|feasib|stack|react|python|go)\b`)},
	{"Measurable outcome", "How will you measure that it worked?", regexp.MustCompile(`(?i)(\d+ ?%|\b(measure|metric|kpi|reduce|increase|save|target|goal)\b)`)},
}

// RubricFeedback is the built-in reviewer's answer: it checks the idea
// against the rubric and says plainly it is not a language model.
func RubricFeedback(idea record.Idea) string {
	text := idea.Name + "\n" + idea.Description + "\n" + idea.DetailDescription
	var strengths, risks, questions []string
	for _, c := range rubricCriteria {
		if c.pattern.MatchString(text) {
			strengths = append(strengths, fmt.Sprintf("**%s**: the idea addresses it.", c.name))
		} else {
			risks = append(risks, fmt.Sprintf("**%s**: the idea does not say.", c.name))
			questions = append(questions, c.question)
		}
	}
	if words := len(strings.Fields(idea.DetailDescription)); words < 40 {
		risks = append(risks, fmt.Sprintf("The detailed description is short (%d words).", words))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "_This is a rubric check by Hackforge, not a language model: it looks for the five parts of the rubric (problem, users, solution, feasibility, measurable outcome) in the text._\n\n")
	fmt.Fprintf(&b, "**Score: %d of %d**\n\n", len(strengths), len(rubricCriteria))
	section(&b, "Strengths", strengths, "None of the rubric's parts is described yet.")
	section(&b, "Risks", risks, "The rubric finds no gap.")
	section(&b, "Questions to answer", questions, "Which part would a judge push back on first?")
	next := []string{"Write one sentence for each question above into the detailed description."}
	if len(risks) == 0 {
		next = []string{"Test the idea with two people from its users before the hackathon.", "Plan what the demo shows in three minutes."}
	}
	section(&b, "Next steps", next, "")
	return strings.TrimSpace(b.String())
}

func section(b *strings.Builder, title string, items []string, empty string) {
	fmt.Fprintf(b, "### %s\n\n", title)
	if len(items) == 0 {
		items = []string{empty}
	}
	for _, it := range items {
		fmt.Fprintf(b, "- %s\n", it)
	}
	b.WriteString("\n")
}
